import { model } from './writingCoach.model';
import { testModel } from '../models';

testModel(model);

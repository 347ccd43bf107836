import { model } from './lessonProgression.model';
import { testModel } from '../models';

testModel(model);

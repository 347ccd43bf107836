import { model } from './studyMinutes.model';
import { testModel } from '../models';

testModel(model);

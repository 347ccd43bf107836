import { model } from './dailyTask.model';
import { testModel } from '../models';

testModel(model);

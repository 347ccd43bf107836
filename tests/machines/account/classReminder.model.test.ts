import { model } from './classReminder.model';
import { testModel } from '../models';

testModel(model);

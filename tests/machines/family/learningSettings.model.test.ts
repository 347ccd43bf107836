import { model } from './learningSettings.model';
import { testModel } from '../models';

testModel(model);

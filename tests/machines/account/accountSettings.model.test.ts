import { model } from './accountSettings.model';
import { testModel } from '../models';

testModel(model);

import { model } from './changePassword.model';
import { testModel } from '../models';

testModel(model);

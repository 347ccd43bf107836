import { model } from './auth.model';
import { testModel } from '../models';

testModel(model);

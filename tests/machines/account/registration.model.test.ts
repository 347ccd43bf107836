import { model } from './registration.model';
import { testModel } from '../models';

testModel(model);

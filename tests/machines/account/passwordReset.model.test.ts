import { model } from './passwordReset.model';
import { testModel } from '../models';

testModel(model);

import { model } from './childForm.model';
import { testModel } from '../models';

testModel(model);

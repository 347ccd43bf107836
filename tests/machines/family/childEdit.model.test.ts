import { model } from './childEdit.model';
import { testModel } from '../models';

testModel(model);

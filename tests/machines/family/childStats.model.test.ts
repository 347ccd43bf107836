import { model } from './childStats.model';
import { testModel } from '../models';

testModel(model);

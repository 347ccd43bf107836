import { model } from './accountCenter.model';
import { testModel } from '../models';

testModel(model);

import { model } from './schoolList.model';
import { testModel } from '../models';

testModel(model);

import { model } from './shop.model';
import { testModel } from '../models';

testModel(model);

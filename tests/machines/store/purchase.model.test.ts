import { model } from './purchase.model';
import { testModel } from '../models';

testModel(model);

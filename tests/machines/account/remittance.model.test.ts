import { model } from './remittance.model';
import { testModel } from '../models';

testModel(model);

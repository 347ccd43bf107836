import { model } from './calculationGate.model';
import { testModel } from '../models';

testModel(model);

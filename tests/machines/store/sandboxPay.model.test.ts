import { model } from './sandboxPay.model';
import { testModel } from '../models';

testModel(model);

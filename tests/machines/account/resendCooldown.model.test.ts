import { model } from './resendCooldown.model';
import { testModel } from '../models';

testModel(model);

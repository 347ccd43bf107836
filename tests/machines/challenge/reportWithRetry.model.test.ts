import { model } from './reportWithRetry.model';
import { testModel } from '../models';

testModel(model);

import { model } from './battle.model';
import { testModel } from '../models';

testModel(model);

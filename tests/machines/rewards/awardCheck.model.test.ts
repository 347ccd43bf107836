import { model } from './awardCheck.model';
import { testModel } from '../models';

testModel(model);

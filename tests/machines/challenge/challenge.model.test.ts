import { model } from './challenge.model';
import { testModel } from '../models';

testModel(model);

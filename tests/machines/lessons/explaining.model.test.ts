import { model } from './explaining.model';
import { testModel } from '../models';

testModel(model);

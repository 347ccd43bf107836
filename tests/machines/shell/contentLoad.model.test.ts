import { model } from './contentLoad.model';
import { testModel } from '../models';

testModel(model);

import { model } from './home.model';
import { testModel } from '../models';

testModel(model);

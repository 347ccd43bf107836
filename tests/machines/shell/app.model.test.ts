import { model } from './app.model';
import { testModel } from '../models';

testModel(model);

import { model } from './paintColoring.model';
import { testModel } from '../models';

testModel(model);

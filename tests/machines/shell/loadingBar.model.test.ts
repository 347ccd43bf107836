import { model } from './loadingBar.model';
import { testModel } from '../models';

testModel(model);

import { model } from './dictation.model';
import { testModel } from '../models';

testModel(model);

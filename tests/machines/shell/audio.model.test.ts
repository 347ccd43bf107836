import { model } from './audio.model';
import { testModel } from '../models';

testModel(model);

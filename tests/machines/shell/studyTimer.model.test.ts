import { model } from './studyTimer.model';
import { testModel } from '../models';

testModel(model);

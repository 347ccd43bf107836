import { testModel } from '../models';
import { model } from './nativeBridge.model';

testModel(model);

import { model } from './wordsHouse.model';
import { testModel } from '../models';

testModel(model);

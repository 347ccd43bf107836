import { model } from './pictureBookReader.model';
import { testModel } from '../models';

testModel(model);

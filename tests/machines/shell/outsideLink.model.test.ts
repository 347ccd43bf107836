import { model } from './outsideLink.model';
import { testModel } from '../models';

testModel(model);

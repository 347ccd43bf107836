import { model } from './deleteMember.model';
import { testModel } from '../models';

testModel(model);

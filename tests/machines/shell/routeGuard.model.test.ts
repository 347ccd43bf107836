import { testModel } from '../models';
import { model } from './routeGuard.model';

testModel(model);

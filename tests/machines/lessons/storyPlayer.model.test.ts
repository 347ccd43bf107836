import { model } from './storyPlayer.model';
import { testModel } from '../models';

testModel(model);

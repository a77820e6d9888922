import { App } from 'aws-cdk-lib';
import { addForksureStacks } from './forksure-app';

// `npx cdk synth -c stage=prod`; every context key is read in infra/config.ts.
const app = new App();
addForksureStacks(app);
app.synth();

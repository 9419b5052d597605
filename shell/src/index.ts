// The singletons the first render needs are in this script (eager, packages/build-config/webpack.cjs):
// no async boundary, so the shell starts as soon as main.js has run.
import './bootstrap';

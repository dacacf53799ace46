// Async boundary: lets the federation runtime negotiate shared singletons before any of them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

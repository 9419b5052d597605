// Async boundary: the shared singletons are negotiated by the federation runtime before any
// module that imports React runs.
import('./bootstrap');

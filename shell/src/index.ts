// The bootstrap split: shared singletons are negotiated by Module Federation before the app runs.
import('./bootstrap');

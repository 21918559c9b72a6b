// The bootstrap split: shared singletons (React, the store, Mantine, ...) are negotiated
// asynchronously by Module Federation before any code that uses them runs.
import('./bootstrap');

"""The pygame side: the app, its scenes, shared widgets and the bases of the four view kinds."""

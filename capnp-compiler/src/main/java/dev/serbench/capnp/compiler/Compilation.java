package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Model.FileNode;
import dev.serbench.capnp.compiler.SchemaLoader.LoadedFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Loads, parses and resolves a set of schema files: the compiler front end, without output. */
final class Compilation {
  final Diagnostics diagnostics = new Diagnostics();
  /** The models of the files asked for, in order (imported files are resolved but not listed). */
  final List<FileNode> roots = new ArrayList<>();

  static Compilation of(List<Path> includeDirs, List<Path> files) {
    Compilation c = new Compilation();
    SchemaLoader loader = new SchemaLoader(includeDirs, c.diagnostics);
    List<LoadedFile> rootFiles = new ArrayList<>();
    for (Path file : files) {
      LoadedFile loaded = loader.loadRoot(file);
      if (loaded != null && !rootFiles.contains(loaded)) {
        rootFiles.add(loaded);
      }
    }
    Map<LoadedFile, FileNode> models = new Resolver(c.diagnostics).resolve(loader.allFiles());
    for (LoadedFile root : rootFiles) {
      FileNode model = models.get(root);
      if (model != null) {
        c.roots.add(model);
      }
    }
    return c;
  }
}

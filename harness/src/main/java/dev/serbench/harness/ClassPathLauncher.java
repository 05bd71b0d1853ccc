package dev.serbench.harness;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts a main class from a class path that is not the JVM's: a quick run's measuring JVM is started
 * with this one class as its whole class path ({@code -cp DIR}), and the harness, JMH, the codecs and their
 * libraries are loaded from {@value #CLASS_PATH} by a class loader over the platform loader.
 *
 * <p>Why: the quick run loads each dataset's codecs in a class loader of its own ({@link PairRun}), and some
 * libraries look classes up through {@link ClassLoader#getSystemClassLoader()} whatever loader they were
 * loaded by. hessian-lite's {@code ContextSerializerFactory} walks a loader's parents and stands the system
 * loader in for the boot loader at the top; when the system loader held the benchmark jar, it loaded
 * hessian's serializers a second time from there, and they did not implement the dataset loader's
 * {@code Serializer}: every hessian benchmark of a quick run over two datasets failed. With this launcher
 * the system loader holds nothing but this class.
 *
 * <p>This class uses the JDK only (it is copied alone into a directory, {@link #install}).
 */
public final class ClassPathLauncher {

  /** The system property holding the class path to load the main class from. */
  public static final String CLASS_PATH = "serbench.classPath";

  /** The name of the class loader the main class comes from (not "serbench-...": that marks a dataset's loader). */
  public static final String LOADER_NAME = "harness";

  private ClassPathLauncher() {}

  /** Arguments: the main class, then its arguments. */
  public static void main(String[] args) throws Throwable {
    String classPath = System.getProperty(CLASS_PATH);
    if (classPath == null || args.length == 0) {
      System.err.println("error: usage: java -D" + CLASS_PATH + "=PATH -cp DIR " + ClassPathLauncher.class.getName()
          + " MAIN-CLASS [ARGS...]");
      System.exit(2);
      return;
    }
    URLClassLoader loader = loader(LOADER_NAME, classPath);
    Thread.currentThread().setContextClassLoader(loader);
    Method main = Class.forName(args[0], true, loader).getMethod("main", String[].class);
    String[] rest = new String[args.length - 1];
    System.arraycopy(args, 1, rest, 0, rest.length);
    try {
      main.invoke(null, (Object) rest);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  /**
   * Copies this class into {@code dir} (as {@code dir/dev/serbench/harness/ClassPathLauncher.class}) and
   * returns {@code dir}, the class path to start it with.
   */
  static Path install(Path dir) throws IOException {
    String name = ClassPathLauncher.class.getName().replace('.', '/') + ".class";
    Path target = dir.resolve(name);
    Files.createDirectories(target.getParent());
    try (InputStream in = ClassPathLauncher.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("no " + name + " on the class path");
      }
      Files.copy(in, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    return dir;
  }

  /** A class loader named {@code name} of {@code classPath} over the platform loader (the JDK's classes only). */
  static URLClassLoader loader(String name, String classPath) throws IOException {
    List<URL> urls = new ArrayList<>();
    for (String entry : classPath.split(File.pathSeparator)) {
      urls.add(Path.of(entry).toUri().toURL());
    }
    return new URLClassLoader(name, urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
  }

  /** The class path this JVM loaded the harness from: {@value #CLASS_PATH} when launched by this class. */
  static String harnessClassPath() {
    return System.getProperty(CLASS_PATH, System.getProperty("java.class.path"));
  }
}

// The harness POM, in Polyglot Maven's Groovy (see .mvn/extensions.xml) for one reason: its dependencies on the
// codec modules are computed, not listed. A codec module is every module of the root pom.xml's <modules> whose
// name starts with "codec-" and which registers codecs (src/main/resources/META-INF/services/dev.serbench.api.Codec);
// the harness's classpath, and so benchmarks.jar, holds every one of them. Adding a codec module therefore takes
// its <module> line in the root pom.xml and nothing here (CONTRIBUTING.md). Modules that register no codec
// (codec-api, codec-jackson-base, codec-pojo) reach the harness through the codec modules that use them.
def rootPath = System.getProperty('maven.multiModuleProjectDirectory')
if (rootPath == null) {
  throw new IllegalStateException('harness/pom.groovy: maven.multiModuleProjectDirectory is not set; run Maven from the serbench checkout')
}
def rootDirectory = new File(rootPath)
def rootPom = new File(rootDirectory, 'pom.xml')
if (!rootPom.isFile()) {
  throw new IllegalStateException("harness/pom.groovy: no root pom.xml in ${rootDirectory}; run Maven from the serbench checkout")
}
def codecModules = (rootPom.text =~ /<module>(codec-[a-z0-9-]+)<\/module>/).collect { it[1] }
    .findAll { new File(rootDirectory, "${it}/src/main/resources/META-INF/services/dev.serbench.api.Codec").isFile() }
if (codecModules.isEmpty()) {
  throw new IllegalStateException("harness/pom.groovy: ${rootPom} lists no codec module (<module>codec-...</module> with META-INF/services/dev.serbench.api.Codec)")
}

project {
  modelVersion '4.0.0'
  parent {
    groupId 'dev.serbench'
    artifactId 'serbench-parent'
    version '0.1.0-SNAPSHOT'
  }
  artifactId 'harness'
  name 'serbench harness'
  description 'JMH benchmarks for every (codec, dataset) pair and the benchmarks.jar command line.'
  dependencies {
    dependency {
      groupId 'dev.serbench'
      artifactId 'codec-api'
    }
    // Every codec module: computed above from the root pom.xml's <modules>, never listed here.
    codecModules.each { module ->
      dependency {
        groupId 'dev.serbench'
        artifactId module
        version '${project.version}'
      }
    }
    dependency {
      groupId 'org.openjdk.jmh'
      artifactId 'jmh-core'
    }
    dependency {
      groupId 'info.picocli'
      artifactId 'picocli'
    }
    dependency {
      groupId 'com.github.luben'
      artifactId 'zstd-jni'
    }
    dependency {
      groupId 'com.fasterxml.jackson.core'
      artifactId 'jackson-databind'
    }
    dependency {
      groupId 'org.slf4j'
      artifactId 'slf4j-nop'
    }
    // The allocation pass's agent: compiled against, never shaded (its classes come from the agent jar,
    // which benchmarks.jar carries whole as a resource: see maven-dependency-plugin below).
    dependency {
      groupId 'com.google.code.java-allocation-instrumenter'
      artifactId 'java-allocation-instrumenter'
      scope 'provided'
    }
  }
  build {
    resources {
      // agent.properties records the agent's version.
      resource {
        filtering 'true'
        directory 'src/main/resources'
      }
      // The Go benchmarks (../go), embedded so that the `go` command works from the jar alone.
      resource {
        targetPath 'serbench-go'
        directory '../go'
        includes {
          include '*.go'
        }
        excludes {
          exclude 'person_msgp.go'
        }
      }
    }
    plugins {
      // The allocation agent, unchanged, as a resource of benchmarks.jar: `allocs` extracts it at run time.
      plugin {
        artifactId 'maven-dependency-plugin'
        executions {
          execution {
            id 'embed-allocation-agent'
            phase 'process-resources'
            goals {
              goal 'copy'
            }
            configuration {
              artifactItems {
                artifactItem {
                  groupId 'com.google.code.java-allocation-instrumenter'
                  artifactId 'java-allocation-instrumenter'
                  version '${allocation-instrumenter.version}'
                  outputDirectory '${project.build.outputDirectory}/META-INF/serbench/allocation-agent'
                  destFileName 'java-allocation-instrumenter.jar'
                }
              }
            }
          }
        }
      }
      plugin {
        artifactId 'maven-compiler-plugin'
        configuration {
          annotationProcessorPaths {
            path {
              groupId 'org.openjdk.jmh'
              artifactId 'jmh-generator-annprocess'
              version '${jmh.version}'
            }
            path {
              groupId 'info.picocli'
              artifactId 'picocli-codegen'
              version '${picocli.version}'
            }
          }
          compilerArgs('combine.children':'append') {
            arg '-Aproject=serbench/harness'
          }
        }
      }
      plugin {
        artifactId 'maven-surefire-plugin'
        // RoundTripTest holds gpb-complex-list-10 (8 values of 665,000 Bigs, 2.8 GB) as records with every value
        // encoded (up to 2 GB) and one decoded at a time, besides the other datasets' cached values; JMH forks
        // started by CliTest set their own heap. The export is the one codec sbe declares (CodecProperties.jvmArgs)
        // for Agrona 2, for the codecs the tests run in this JVM.
        configuration {
          argLine '-Xmx12g --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED'
        }
      }
      // *IT tests run the shaded benchmarks.jar as users do, after the package phase.
      plugin {
        artifactId 'maven-failsafe-plugin'
        executions {
          execution {
            goals {
              goal 'integration-test'
              goal 'verify'
            }
          }
        }
      }
      plugin {
        artifactId 'maven-shade-plugin'
        executions {
          execution {
            phase 'package'
            goals {
              goal 'shade'
            }
            configuration {
              finalName 'benchmarks'
              createDependencyReducedPom 'false'
              transformers {
                transformer(implementation:'org.apache.maven.plugins.shade.resource.ManifestResourceTransformer') {
                  mainClass 'dev.serbench.harness.Main'
                  // Add-Exports: the export codec sbe declares (CodecProperties.jvmArgs) for Agrona 2, for the JVM
                  // that java -jar starts (validate, list, dump run codecs in it); the JVMs it starts (-cp) get the
                  // codecs' declared arguments on their command line instead.
                  manifestEntries {
                    'Multi-Release' 'true'
                    'Add-Exports' 'java.base/jdk.internal.misc'
                  }
                }
                transformer(implementation:'org.apache.maven.plugins.shade.resource.ServicesResourceTransformer') {}
              }
              filters {
                filter {
                  artifact '*:*'
                  excludes {
                    exclude 'META-INF/*.SF'
                    exclude 'META-INF/*.DSA'
                    exclude 'META-INF/*.RSA'
                    exclude 'module-info.class'
                    exclude 'META-INF/versions/*/module-info.class'
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
